// `import OpenUIKit` brings Foundation's geometry (CGFloat, CGPoint, CGSize, CGRect) as
// `import UIKit` does. The documentation build defines OPENUIKIT_DOCS to keep Foundation's
// symbols out of OpenUIKit's symbol graph.
#if !OPENUIKIT_DOCS
  @_exported import Foundation
#endif
