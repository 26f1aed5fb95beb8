import SwiftUI

func f() {
	if #available(iOS 15, *) {
		a()
	} else {
		b()
	}
}
