import UIKit

/// Shares a recipe link with a half-height sheet where the system supports it.
final class RecipeShareViewController: UIViewController {
    private let url: URL
    private let titleLabel = UILabel()
    private let shareButton = UIButton(type: .system)

    init(url: URL) {
        self.url = url
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    /// Presents the share sheet from the key window's top view controller.
    static func present(sharing url: URL) {
        let scenes = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
        guard let root = scenes.first?.windows.first(where: \.isKeyWindow)?.rootViewController else { return }
        root.present(RecipeShareViewController(url: url), animated: true)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        titleLabel.text = url.lastPathComponent
        titleLabel.font = .preferredFont(forTextStyle: .headline)

        if #available(iOS 15, *) {
            var configuration = UIButton.Configuration.filled()
            configuration.title = "Share"
            configuration.cornerStyle = .capsule
            shareButton.configuration = configuration
        } else {
            shareButton.setTitle("Share", for: .normal)
            shareButton.layer.cornerRadius = 8
        }
        shareButton.addAction(UIAction { [weak self] _ in self?.share() }, for: .touchUpInside)

        if #available(iOS 15, *), let sheet = sheetPresentationController {
            sheet.detents = [.medium(), .large()]
            sheet.prefersGrabberVisible = true
        }

        view.addSubview(titleLabel)
        view.addSubview(shareButton)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard #available(iOS 16, *) else {
            UIAccessibility.post(notification: .screenChanged, argument: titleLabel)
            return
        }
        // swiftlint:disable:next deployment_target
        if #available(iOS 17, *) {
            shareButton.isSymbolAnimationEnabled = true
        }
        setNeedsUpdateOfSupportedInterfaceOrientations()
    }

    /// Expands the sheet when the user starts sharing, so the activity list has room.
    private func share() {
        let activity = UIActivityViewController(activityItems: [url], applicationActivities: nil)
        let animated = !UIAccessibility.isReduceMotionEnabled
        guard #available(iOS 15, *),
              let sheet = sheetPresentationController else {
            present(activity, animated: animated)
            return
        }
        if #available(iOS 16, *) {
            let animated = false
            defer { sheet.animateChanges { sheet.selectedDetentIdentifier = .large } }
            present(activity, animated: animated)
        } else {
            present(activity, animated: animated)
        }
    }
}
