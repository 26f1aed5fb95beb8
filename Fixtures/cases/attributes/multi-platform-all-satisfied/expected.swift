struct Feature {}
