import SwiftUI

struct ShareSheetPresenter {
    func present(_ items: [Any], from controller: UIViewController) {
        let sheet = UIActivityViewController(activityItems: items, applicationActivities: nil)
        if #available(iOS 17, *) {
            sheet.excludedActivityTypes = [.collaborationInviteWithLink]
        } else {
            sheet.allowsProminentActivity = true
            sheet.excludedActivityTypes = [.assignToContact]
        }
        controller.present(sheet, animated: true)
    }
}
