import DesignSystem
import OpenUIKit
import Testing

/// C9: the Spacing and AppColors tokens.
@MainActor
@Suite struct DesignTokensTests {
  @Test func spacingValues() {
    #expect([Spacing.xs, Spacing.sm, Spacing.md, Spacing.lg, Spacing.xl] == [4, 8, 16, 24, 32])
  }

  @Test func colorTokensAreTheSystemColours() {
    #expect(AppColors.primary == .systemBlue)
    #expect(AppColors.background == .systemGroupedBackground)
    #expect(AppColors.textMain == .label)
    #expect(AppColors.textSecondary == .secondaryLabel)
  }
}
