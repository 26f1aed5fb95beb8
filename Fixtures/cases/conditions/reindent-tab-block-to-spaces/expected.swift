func h() {
    modern()
    if ready {
    	go()
    }

    done()
}
