import Foundation

/// `#imageLiteral(resourceName:)`, as UIKit's Swift overlay declares it (the initializer is
/// in the class body, as a required initializer must be).
extension UIImage: _ExpressibleByImageLiteral {}

/// The type an image literal makes where no type is given, as in UIKit's overlay.
public typealias _ImageLiteralType = UIImage
