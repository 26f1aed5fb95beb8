import SwiftUI

struct ShareSheetPresenter {
    func present(_ items: [Any], from controller: UIViewController) {
        if #available(iOS 13, *) {
            if #available(iOS 14, *) {
                if #available(iOS 15, *) {
                    let sheet = UIActivityViewController(activityItems: items, applicationActivities: nil)
                    if #available(iOS 16, *) {
                        if #available(iOS 17, *) {
                            sheet.excludedActivityTypes = [.collaborationInviteWithLink]
                        } else if #available(iOS 15, *) {
                            if #available(iOS 15.4, *) {
                            	sheet.allowsProminentActivity = true
                            }
                            sheet.excludedActivityTypes = [.assignToContact]
                        }
                    } else {
                        sheet.modalPresentationStyle = .formSheet
                    }
                    controller.present(sheet, animated: true)
                } else {
                    legacyPresent(items, from: controller)
                }
            }
        }
    }
}
