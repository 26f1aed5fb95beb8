func decode(_ data: Data?) -> UIImage? {
    guard let data = data,
          #available(iOS 14, *),
          let image = UIImage(data: data) else {
        return nil
    }
    return image
}
