import Testing
@testable import BackportMigrate

/// Matching a call's arguments to a shim's parameters as the compiler does.
@Suite struct ShimArgumentsTests {
    private func parameter(_ label: String?, _ name: String, default value: String? = nil) -> ShimParameter {
        ShimParameter(label: label, name: name, defaultValue: value, type: nil)
    }

    /// `onGeometryChange(for: T.self) { … } action: { … }`: the first closure takes `of`, the
    /// labelled one `action`.
    @Test func labelledClosuresTakeTheParametersOfTheirLabels() {
        let parameters = [parameter("for", "type"), parameter("of", "transform"), parameter("action", "action")]
        #expect(ShimArguments.match(parameters, labels: ["for"], trailingClosure: true, closureLabels: ["action"])
            == [.argument(0), .trailingClosure, .extraClosure(0)])
        // A label no parameter has, one too many, or one out of order matches nothing.
        #expect(ShimArguments.match(parameters, labels: ["for"], trailingClosure: true, closureLabels: ["perform"]) == nil)
        #expect(ShimArguments.match(parameters, labels: ["for"], trailingClosure: true, closureLabels: ["action", "action"]) == nil)
        #expect(ShimArguments.match(parameters, labels: [], trailingClosure: true, closureLabels: ["for", "action"]) == nil)
        // Without labelled closures, as before: the trailing closure fills `action` only if
        // `of` was passed.
        #expect(ShimArguments.match(parameters, labels: ["for", "of"], trailingClosure: true) == [.argument(0), .argument(1), .trailingClosure])
    }

    /// Which parameter the first of several closures fills when a default is left out depends
    /// on the types (SE-0286), so such a call is not matched; with one closure it still is.
    @Test func severalClosuresLeavingOutADefaultAreNotMatched() {
        let parameters = [parameter("priority", "priority", default: ".userInitiated"), parameter(nil, "action"), parameter("onCancel", "onCancel")]
        #expect(ShimArguments.match(parameters, labels: [], trailingClosure: true, closureLabels: ["onCancel"]) == nil)
        #expect(ShimArguments.match(parameters, labels: ["priority"], trailingClosure: true, closureLabels: ["onCancel"])
            == [.argument(0), .trailingClosure, .extraClosure(0)])
        let single = [parameter("priority", "priority", default: ".userInitiated"), parameter(nil, "action")]
        #expect(ShimArguments.match(single, labels: [], trailingClosure: true) == [.defaultValue, .trailingClosure])
    }
}

/// A call binds to a function's parameters as Swift binds it: each label in order, skipping
/// only defaulted parameters; a trailing closure takes one that is left.
@Suite struct CallBindingTests {
    static let shortcut = [ParameterShape(label: nil, hasDefault: false)]
    static let spaced = [ParameterShape(label: nil, hasDefault: false), ParameterShape(label: "spacing", hasDefault: true),
                         ParameterShape(label: "content", hasDefault: false)]

    @Test(arguments: [
        (CallShape(labels: [nil], hasTrailingClosure: false), shortcut, true),
        (CallShape(labels: [nil, "modifiers"], hasTrailingClosure: false), shortcut, false),
        (CallShape(labels: [], hasTrailingClosure: false), shortcut, false),
        (CallShape(labels: ["key"], hasTrailingClosure: false), shortcut, false),
        (CallShape(labels: [nil], hasTrailingClosure: true), spaced, true),
        (CallShape(labels: [nil, "spacing"], hasTrailingClosure: true), spaced, true),
        (CallShape(labels: [nil, "content"], hasTrailingClosure: false), spaced, true),
        (CallShape(labels: [nil], hasTrailingClosure: false), spaced, false),
        (CallShape(labels: ["spacing", nil], hasTrailingClosure: true), spaced, false),
    ])
    func bindsAsSwiftDoes(call: CallShape, parameters: [ParameterShape], binds: Bool) {
        #expect(call.canBind(to: parameters) == binds)
    }
}
