/// Whether this build of `FreeTypeText` has its FreeType (and HarfBuzz) backend: the package
/// traits `FreeType` and `HarfBuzz` switch them on (`swift build --traits HarfBuzz`); without
/// them the module is empty but for this.
public enum FreeTypeTextBackend {
  /// True when built with the `FreeType` trait.
  public static var hasFreeType: Bool {
    #if FreeType
      return true
    #else
      return false
    #endif
  }

  /// True when built with the `HarfBuzz` trait.
  public static var hasHarfBuzz: Bool {
    #if HarfBuzz
      return true
    #else
      return false
    #endif
  }
}
