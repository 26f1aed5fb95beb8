import ClockKit

func template(for family: CLKComplicationFamily, image: UIImage) -> CLKComplicationTemplate? {
    switch family {
    case .modularSmall:
        if #available(watchOS 5.0, *) {
            let modTemplate = CLKComplicationTemplateModularSmallSimpleImage()
            modTemplate.imageProvider = CLKImageProvider(onePieceImage: image)
            return modTemplate
        } else {
            abort()
        }
    case .circularSmall:
        if #available(watchOS 5.0, *) {
            let modTemplate = CLKComplicationTemplateCircularSmallSimpleImage()
            modTemplate.imageProvider = CLKImageProvider(onePieceImage: image)
            return modTemplate
        } else {
            abort()
        }
    case .utilitarianSmall:
        if #available(watchOS 5.0, *) {
            let provider = CLKFullColorImageProvider(fullColorImage: image)
            print(provider)
        }
        let provider = CLKImageProvider(onePieceImage: image)
        return CLKComplicationTemplateUtilitarianSmallSquare(imageProvider: provider)
    default:
        return nil
    }
}
