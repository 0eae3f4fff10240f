import Foundation
import OpenUIKit
import SnapKit

/// Audio player controls: a progress ring drawn by a shape layer around a play / pause button
/// with a symbol, and elapsed and remaining times on either side.
final class PlayerControlsView: UIView {
  let ring = CAShapeLayer()
  let track = CAShapeLayer()
  lazy var playButton: UIButton = {
    let button = UIButton(type: .system)
    let configuration = UIImage.SymbolConfiguration(pointSize: 28, weight: .semibold)
    button.setImage(
      UIImage(systemName: "play.fill", withConfiguration: configuration), for: .normal)
    button.addTarget(self, action: PlayerControlsView.togglePlay, for: .touchUpInside)
    return button
  }()
  let elapsedLabel = UILabel()
  let remainingLabel = UILabel()
  let duration: TimeInterval
  private(set) var isPlaying = false

  init(duration: TimeInterval) {
    self.duration = duration
    super.init(frame: .zero)
    for layer in [track, ring] {
      layer.fillColor = nil
      layer.lineWidth = 4
      layer.lineCap = .round
      self.layer.addSublayer(layer)
    }
    track.strokeColor = UIColor.systemGray5.cgColor
    ring.strokeColor = UIColor.systemPink.cgColor
    ring.strokeEnd = 0
    for label in [elapsedLabel, remainingLabel] {
      label.font = .monospacedDigitSystemFont(ofSize: 13, weight: .regular)
      label.textColor = .secondaryLabel
    }
    [playButton, elapsedLabel, remainingLabel].forEach(addSubview)
    playButton.snp.makeConstraints { make in
      make.center.equalToSuperview()
      make.size.equalTo(72)
      make.top.bottom.equalToSuperview().inset(8)
    }
    elapsedLabel.snp.makeConstraints { make in
      make.centerY.equalToSuperview()
      make.leading.equalToSuperview().offset(16)
    }
    remainingLabel.snp.makeConstraints { make in
      make.centerY.equalToSuperview()
      make.trailing.equalToSuperview().offset(-16)
    }
    setProgress(0)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let frame = playButton.frame
    let path = UIBezierPath(
      arcCenter: CGPoint(x: frame.midX, y: frame.midY), radius: frame.width / 2 - 2,
      startAngle: -.pi / 2, endAngle: 1.5 * .pi, clockwise: true)
    for layer in [track, ring] {
      layer.frame = bounds
      layer.path = path.cgPath
    }
  }

  func setProgress(_ elapsed: TimeInterval) {
    let clamped = min(max(elapsed, 0), duration)
    ring.strokeEnd = duration > 0 ? CGFloat(clamped / duration) : 0
    elapsedLabel.text = PlayerControlsView.format(clamped)
    remainingLabel.text = "-" + PlayerControlsView.format(duration - clamped)
  }

  static func format(_ seconds: TimeInterval) -> String {
    let total = Int(seconds.rounded())
    return String(format: "%d:%02d", total / 60, total % 60)
  }

  func togglePlay() {
    isPlaying.toggle()
    playButton.setImage(
      UIImage(systemName: isPlaying ? "pause.fill" : "play.fill"), for: .normal)
  }
}
