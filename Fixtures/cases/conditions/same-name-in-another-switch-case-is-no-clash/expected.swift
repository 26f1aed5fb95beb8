import ClockKit

func template(for family: CLKComplicationFamily, image: UIImage) -> CLKComplicationTemplate? {
    switch family {
    case .modularSmall:
        let modTemplate = CLKComplicationTemplateModularSmallSimpleImage()
        modTemplate.imageProvider = CLKImageProvider(onePieceImage: image)
        return modTemplate
    case .circularSmall:
        let modTemplate = CLKComplicationTemplateCircularSmallSimpleImage()
        modTemplate.imageProvider = CLKImageProvider(onePieceImage: image)
        return modTemplate
    case .utilitarianSmall:
        do {
            let provider = CLKFullColorImageProvider(fullColorImage: image)
            print(provider)
        }
        let provider = CLKImageProvider(onePieceImage: image)
        return CLKComplicationTemplateUtilitarianSmallSquare(imageProvider: provider)
    default:
        return nil
    }
}
