import OpenUIKit

/// The benchmark's screen: a full-screen window with a container pinned under the safe area,
/// holding a grid of small views placed by constraints (a leading and a top constant each).
@MainActor
final class AnimationScene {
  /// Columns of the grid.
  static let columns = 20
  let window: UIWindow
  let container = UIView()
  var tiles: [UIView] = []
  var leadings: [NSLayoutConstraint] = []
  var tops: [NSLayoutConstraint] = []
  var containerTop: NSLayoutConstraint!
  /// The number of constraints activated.
  private(set) var constraintCount = 0

  init(views: Int) {
    window = UIWindow(screen: .iPhone15Pro)
    let root = UIView()
    root.frame = window.bounds
    window.addSubview(root)
    container.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(container)
    containerTop = container.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor)
    var constraints: [NSLayoutConstraint] = [
      containerTop,
      container.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      container.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      container.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor),
    ]
    for index in 0..<views {
      let tile = UIView()
      tile.translatesAutoresizingMaskIntoConstraints = false
      tile.backgroundColor = .systemBlue
      container.addSubview(tile)
      let leading = tile.leadingAnchor.constraint(
        equalTo: container.leadingAnchor, constant: Self.x(of: index, shifted: false))
      let top = tile.topAnchor.constraint(
        equalTo: container.topAnchor, constant: Self.y(of: index, shifted: false))
      constraints += [
        leading, top, tile.widthAnchor.constraint(equalToConstant: 16),
        tile.heightAnchor.constraint(equalToConstant: 14),
      ]
      tiles.append(tile)
      leadings.append(leading)
      tops.append(top)
    }
    NSLayoutConstraint.activate(constraints)
    constraintCount = constraints.count
    window.makeKeyAndVisible()
  }

  static func x(of index: Int, shifted: Bool) -> CGFloat {
    let column = index % columns
    return CGFloat(column * 19 + (shifted ? 12 : 4))
  }

  static func y(of index: Int, shifted: Bool) -> CGFloat {
    let row = index / columns
    return CGFloat(row * 15 + (shifted ? 6 : 2))
  }

  /// Moves every tile (layout-driven, inside a 1 s block) and fades it.
  func animateTiles(shifted: Bool) {
    for index in tiles.indices {
      leadings[index].constant = Self.x(of: index, shifted: shifted)
      tops[index].constant = Self.y(of: index, shifted: shifted)
    }
    UIView.animate(withDuration: 1) {
      self.container.layoutIfNeeded()
      for tile in self.tiles { tile.alpha = shifted ? 0.5 : 1 }
    }
  }

  /// Interrupts with an additive spring that moves the container (a constraint change inside
  /// the block).
  func nudgeContainer(down: Bool) {
    UIView.animate(
      withDuration: 0.4, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0.5,
      options: [],
      animations: {
        self.containerTop.constant = down ? 20 : 0
        self.window.layoutIfNeeded()
      })
  }
}
