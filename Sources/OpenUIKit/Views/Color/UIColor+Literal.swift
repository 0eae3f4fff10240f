import Foundation

/// `#colorLiteral(red:green:blue:alpha:)`, as UIKit's Swift overlay declares it (the
/// initializer is in the class body, as a required initializer must be).
extension UIColor: _ExpressibleByColorLiteral {}

/// The type a colour literal makes where no type is given (`let c = #colorLiteral(…)`), as in
/// UIKit's overlay.
public typealias _ColorLiteralType = UIColor
