import OpenUIKit
import Testing

@Suite struct UILayoutPriorityTests {
  @Test func namedValuesAreUIKits() {
    #expect(UILayoutPriority.required.rawValue == 1000)
    #expect(UILayoutPriority.defaultHigh.rawValue == 750)
    #expect(UILayoutPriority.dragThatCanResizeScene.rawValue == 510)
    #expect(UILayoutPriority.sceneSizeStayPut.rawValue == 500)
    #expect(UILayoutPriority.dragThatCannotResizeScene.rawValue == 490)
    #expect(UILayoutPriority.defaultLow.rawValue == 250)
    #expect(UILayoutPriority.fittingSizeLevel.rawValue == 50)
  }

  @Test func bothInitializersAgree() {
    #expect(UILayoutPriority(999) == UILayoutPriority(rawValue: 999))
    #expect(UILayoutPriority(1000) == .required)
    #expect(UILayoutPriority(999.5).rawValue == 999.5)
    #expect(UILayoutPriority(0.001).rawValue == 0.001)
  }

  @Test func addingAFloatGivesAPriority() {
    let hugging: UILayoutPriority = .defaultLow + 1
    #expect(hugging == UILayoutPriority(251))
    let leftHugging: UILayoutPriority = 1 + .defaultLow
    #expect(leftHugging == UILayoutPriority(251))
    #expect(UILayoutPriority.required + 0.5 == UILayoutPriority(1000.5))
  }

  @Test func subtractingAFloatGivesAPriority() {
    let almostRequired: UILayoutPriority = .required - 1
    #expect(almostRequired == UILayoutPriority(999))
    #expect(UILayoutPriority.defaultHigh - 0.5 == UILayoutPriority(749.5))
  }

  @Test func subtractingTwoPrioritiesGivesAFloat() {
    let difference: Float = UILayoutPriority.defaultHigh - .defaultLow
    #expect(difference == 500)
    #expect(UILayoutPriority.defaultLow - UILayoutPriority.required == -750)
  }

  @Test func compoundAssignment() {
    var priority = UILayoutPriority.defaultLow
    priority += 2
    #expect(priority == UILayoutPriority(252))
    priority -= 3
    #expect(priority == UILayoutPriority(249))
  }

  @Test func comparisonsFollowTheRawValue() {
    #expect(UILayoutPriority.defaultLow < .defaultHigh)
    #expect(UILayoutPriority.required > .defaultHigh)
    #expect(UILayoutPriority(251) > .defaultLow)
    #expect(UILayoutPriority(999) < .required)
    #expect(UILayoutPriority.defaultLow <= UILayoutPriority(250))
    #expect(UILayoutPriority.defaultLow >= UILayoutPriority(250))
    #expect(UILayoutPriority.sceneSizeStayPut < .dragThatCanResizeScene)
    #expect(UILayoutPriority.dragThatCannotResizeScene < .sceneSizeStayPut)
    let sorted = [UILayoutPriority.required, .fittingSizeLevel, .defaultHigh, .defaultLow].sorted()
    #expect(sorted == [.fittingSizeLevel, .defaultLow, .defaultHigh, .required])
    #expect(max(UILayoutPriority(998), UILayoutPriority(999)) == UILayoutPriority(999))
  }

  @Test func hashableByRawValue() {
    let set: Set<UILayoutPriority> = [.required, UILayoutPriority(1000), .defaultLow]
    #expect(set.count == 2)
    #expect(set.contains(UILayoutPriority(250)))
  }

  @Test func rawValueIsMutable() {
    var priority = UILayoutPriority.defaultHigh
    priority.rawValue = 700
    #expect(priority == UILayoutPriority(700))
  }

  @Test func descriptionIsTheMemberwiseReflection() {
    #expect(String(describing: UILayoutPriority.required) == "UILayoutPriority(rawValue: 1000.0)")
    #expect(String(describing: UILayoutPriority(999.5)) == "UILayoutPriority(rawValue: 999.5)")
  }
}
