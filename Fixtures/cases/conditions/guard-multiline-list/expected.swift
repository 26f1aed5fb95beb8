func decode(_ data: Data?) -> UIImage? {
    guard let data = data,
          let image = UIImage(data: data) else {
        return nil
    }
    return image
}
