func scan(_ items: [Int]) {
    search: do {
        print("modern")
        break search
    }
    print("after")
}

func find(_ rows: [[Int]]) {
    rows: for row in rows {
        print(row)
        break rows
    }
}
