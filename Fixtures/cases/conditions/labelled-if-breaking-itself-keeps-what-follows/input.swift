func scan(_ items: [Int]) {
    search: if #available(iOS 15, *) {
        print("modern")
        break search
    }
    print("after")
}

func find(_ rows: [[Int]]) {
    rows: for row in rows {
        if #available(iOS 15, *) {
            print(row)
            break rows
        }
        print("legacy")
    }
}
