import Foundation

/// The HTML player.
extension TimelineRecorder {
  /// One self-contained HTML page that plays the frames at real speed: play / pause, a
  /// scrubber, the frame counter and time, 0.25× slow motion, each frame's layout time, and
  /// the diagnostics log. Opening it with `#t=0.175` shows the frame at 0.175 s, paused (for
  /// screenshots).
  public func html(title: String) -> String {
    var svgs: [String] = []
    var times: [String] = []
    var layouts: [String] = []
    for frame in frames {
      svgs.append(jsonString(frame.svg))
      times.append(String(format: "%.6f", frame.time))
      layouts.append(String(format: "%.3f", Double(frame.layoutNanoseconds) / 1_000_000))
    }
    let log = diagnostics.isEmpty ? "(no diagnostics)" : diagnostics.joined(separator: "\n\n")
    let size = view.bounds.size
    return """
      <!DOCTYPE html>
      <html><head><meta charset="utf-8"><title>\(xmlEscaped(title))</title>
      <style>
      html,body{margin:0;padding:0;background:#fff;font:13px -apple-system,sans-serif}
      #stage{width:\(svgNumber(size.width))px;height:\(svgNumber(size.height))px;overflow:hidden}
      #stage svg{display:block}
      #controls{padding:8px;border-top:1px solid #ccc}
      #log{white-space:pre-wrap;font:11px monospace;padding:8px;color:#444}
      </style></head><body>
      <div id="stage"></div>
      <div id="controls">
      <button id="play">Play</button>
      <label><input type="checkbox" id="slow"> 0.25×</label>
      <input type="range" id="scrub" min="0" max="\(max(frames.count - 1, 0))" value="0" style="width:60%">
      <span id="info"></span>
      </div>
      <div id="log">\(xmlEscaped(log))</div>
      <script>
      const frames = [\(svgs.joined(separator: ",\n"))];
      const times = [\(times.joined(separator: ","))];
      const layoutMs = [\(layouts.joined(separator: ","))];
      const stage = document.getElementById('stage');
      const scrub = document.getElementById('scrub');
      const info = document.getElementById('info');
      const play = document.getElementById('play');
      const slow = document.getElementById('slow');
      let index = 0, playing = false, startWall = 0, startTime = 0;
      function show(i) {
        index = Math.max(0, Math.min(frames.length - 1, i));
        stage.innerHTML = frames[index];
        scrub.value = index;
        info.textContent = 'frame ' + (index + 1) + ' / ' + frames.length + '  t = ' +
          times[index].toFixed(3) + ' s  layout ' + layoutMs[index].toFixed(3) + ' ms';
      }
      function frameAt(t) {
        let i = 0;
        while (i + 1 < times.length && times[i + 1] <= t + 1e-9) i++;
        return i;
      }
      function tick(now) {
        if (!playing) return;
        const speed = slow.checked ? 0.25 : 1;
        const t = startTime + (now - startWall) / 1000 * speed;
        show(frameAt(t));
        if (index >= frames.length - 1) { playing = false; play.textContent = 'Play'; return; }
        requestAnimationFrame(tick);
      }
      play.onclick = () => {
        playing = !playing;
        play.textContent = playing ? 'Pause' : 'Play';
        if (playing) {
          if (index >= frames.length - 1) show(0);
          startWall = performance.now(); startTime = times[index];
          requestAnimationFrame(tick);
        }
      };
      scrub.oninput = () => { playing = false; play.textContent = 'Play'; show(+scrub.value); };
      const match = location.hash.match(/t=([0-9.]+)/);
      show(match ? frameAt(parseFloat(match[1])) : 0);
      </script>
      </body></html>

      """
  }

  /// A JavaScript string literal.
  func jsonString(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "<": out += "\\u003c"
      default:
        if scalar.value < 0x20 {
          out += String(format: "\\u%04x", scalar.value)
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }
}
