import Foundation
import OpenUIKit
import SnapKit

/// A dashboard of four tiles in a two-by-two grid (stacks of stacks): each tile a caption,
/// a big number and a change line, on a rounded background.
final class StatsDashboardView: UIView {
  struct Stat {
    let caption: String
    let value: String
    let change: String
    let isUp: Bool
  }

  let grid = UIStackView()
  private(set) var tiles: [UIView] = []

  init(stats: [Stat]) {
    super.init(frame: .zero)
    grid.axis = .vertical
    grid.spacing = 12
    grid.distribution = .fillEqually
    var index = 0
    while index < stats.count {
      let row = UIStackView()
      row.axis = .horizontal
      row.spacing = 12
      row.distribution = .fillEqually
      for stat in stats[index..<min(index + 2, stats.count)] {
        let tile = makeTile(stat)
        tiles.append(tile)
        row.addArrangedSubview(tile)
      }
      grid.addArrangedSubview(row)
      index += 2
    }
    addSubview(grid)
    grid.snp.makeConstraints { $0.edges.equalToSuperview().inset(16) }
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  private func makeTile(_ stat: Stat) -> UIView {
    let tile = UIView()
    tile.backgroundColor = .secondarySystemBackground
    tile.layer.cornerRadius = 12
    let caption = UILabel()
    caption.text = stat.caption
    caption.font = .systemFont(ofSize: 13, weight: .medium)
    caption.textColor = .secondaryLabel
    let value = UILabel()
    value.text = stat.value
    value.font = .systemFont(ofSize: 28, weight: .bold)
    let change = UILabel()
    change.text = (stat.isUp ? "▲ " : "▼ ") + stat.change
    change.font = .systemFont(ofSize: 13)
    change.textColor = stat.isUp ? .systemGreen : .systemRed
    let column = UIStackView(arrangedSubviews: [caption, value, change])
    column.axis = .vertical
    column.spacing = 4
    tile.addSubview(column)
    column.snp.makeConstraints { $0.edges.equalToSuperview().inset(12) }
    return tile
  }
}
