import Foundation

/// How the first letters of words are capitalised while typing (UIKit's raw values).
public enum UITextAutocapitalizationType: Int, Sendable {
  /// Never.
  case none = 0
  /// Every word.
  case words = 1
  /// Every sentence (the default).
  case sentences = 2
  /// Every character.
  case allCharacters = 3
}

/// Whether autocorrection is on (UIKit's raw values).
public enum UITextAutocorrectionType: Int, Sendable {
  /// As the user's settings say.
  case `default` = 0
  /// Off.
  case no = 1
  /// On.
  case yes = 2
}

/// Whether spell checking is on (UIKit's raw values).
public enum UITextSpellCheckingType: Int, Sendable {
  /// As the user's settings say.
  case `default` = 0
  /// Off.
  case no = 1
  /// On.
  case yes = 2
}

/// Whether straight quotes become curly ones (UIKit's raw values).
public enum UITextSmartQuotesType: Int, Sendable {
  /// As the user's settings say.
  case `default` = 0
  /// Off.
  case no = 1
  /// On.
  case yes = 2
}

/// Whether double hyphens become dashes (UIKit's raw values).
public enum UITextSmartDashesType: Int, Sendable {
  /// As the user's settings say.
  case `default` = 0
  /// Off.
  case no = 1
  /// On.
  case yes = 2
}

/// Whether spaces are added and removed around pasted and deleted words (UIKit's raw
/// values).
public enum UITextSmartInsertDeleteType: Int, Sendable {
  /// As the user's settings say.
  case `default` = 0
  /// Off.
  case no = 1
  /// On.
  case yes = 2
}

/// The keyboard shown for a text input (UIKit's raw values).
public enum UIKeyboardType: Int, Sendable {
  /// The current input method's keyboard.
  case `default` = 0
  /// Latin letters only.
  case asciiCapable = 1
  /// Numbers and punctuation.
  case numbersAndPunctuation = 2
  /// For URLs.
  case URL = 3
  /// Digits 0–9.
  case numberPad = 4
  /// A telephone keypad.
  case phonePad = 5
  /// Letters and a telephone keypad.
  case namePhonePad = 6
  /// For email addresses.
  case emailAddress = 7
  /// Digits and a decimal point.
  case decimalPad = 8
  /// With @ and # at hand.
  case twitter = 9
  /// For search terms and URLs.
  case webSearch = 10
  /// ASCII digits only.
  case asciiCapableNumberPad = 11
  /// The deprecated name of ``asciiCapable``.
  public static let alphabet = UIKeyboardType.asciiCapable
}

/// The keyboard's look (UIKit's raw values).
public enum UIKeyboardAppearance: Int, Sendable {
  /// The system's.
  case `default` = 0
  /// Dark.
  case dark = 1
  /// Light.
  case light = 2
  /// The deprecated name of ``dark``.
  public static let alert = UIKeyboardAppearance.dark
}

/// The title of the keyboard's return key (UIKit's raw values).
public enum UIReturnKeyType: Int, Sendable {
  /// "return".
  case `default` = 0
  /// "Go".
  case go = 1
  /// "Google".
  case google = 2
  /// "Join".
  case join = 3
  /// "Next".
  case next = 4
  /// "Route".
  case route = 5
  /// "Search".
  case search = 6
  /// "Send".
  case send = 7
  /// "Yahoo".
  case yahoo = 8
  /// "Done".
  case done = 9
  /// "Emergency Call".
  case emergencyCall = 10
  /// "Continue".
  case `continue` = 11
}

/// What a text input holds, for AutoFill (UIKit's raw strings: the HTML `autocomplete`
/// tokens).
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
  /// The token.
  public let rawValue: String
  /// Creates a content type from its token.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Creates a content type from its token.
  public init(_ rawValue: String) { self.rawValue = rawValue }

  /// A full name.
  public static let name = UITextContentType("name")
  /// A name's prefix (Dr., Ms.).
  public static let namePrefix = UITextContentType("honorific-prefix")
  /// A first name.
  public static let givenName = UITextContentType("given-name")
  /// A middle name.
  public static let middleName = UITextContentType("additional-name")
  /// A family name.
  public static let familyName = UITextContentType("family-name")
  /// A name's suffix (Jr.).
  public static let nameSuffix = UITextContentType("honorific-suffix")
  /// A nickname.
  public static let nickname = UITextContentType("nickname")
  /// A job title.
  public static let jobTitle = UITextContentType("organization-title")
  /// An organisation's name.
  public static let organizationName = UITextContentType("organization")
  /// A whole street address.
  public static let fullStreetAddress = UITextContentType("street-address")
  /// An address's first line.
  public static let streetAddressLine1 = UITextContentType("address-line1")
  /// An address's second line.
  public static let streetAddressLine2 = UITextContentType("address-line2")
  /// A city.
  public static let addressCity = UITextContentType("address-level2")
  /// A state or province.
  public static let addressState = UITextContentType("address-level1")
  /// A city and state.
  public static let addressCityAndState = UITextContentType("address-level1+2")
  /// A district within a city.
  public static let sublocality = UITextContentType("address-level3")
  /// A country.
  public static let countryName = UITextContentType("country-name")
  /// A postal code.
  public static let postalCode = UITextContentType("postal-code")
  /// A telephone number.
  public static let telephoneNumber = UITextContentType("tel")
  /// An email address.
  public static let emailAddress = UITextContentType("email")
  /// A URL.
  public static let URL = UITextContentType("url")
  /// A credit card number.
  public static let creditCardNumber = UITextContentType("cc-number")
  /// An account name.
  public static let username = UITextContentType("username")
  /// A password.
  public static let password = UITextContentType("password")
  /// A new password (AutoFill suggests a strong one).
  public static let newPassword = UITextContentType("new-password")
  /// A one-time code received by SMS or email.
  public static let oneTimeCode = UITextContentType("one-time-code")
}

/// The keyboard-related traits of a text input.
@preconcurrency @MainActor
public protocol UITextInputTraits: AnyObject {
  /// How letters are capitalised.
  var autocapitalizationType: UITextAutocapitalizationType { get set }
  /// Whether autocorrection is on.
  var autocorrectionType: UITextAutocorrectionType { get set }
  /// Whether spell checking is on.
  var spellCheckingType: UITextSpellCheckingType { get set }
  /// Whether smart quotes are on.
  var smartQuotesType: UITextSmartQuotesType { get set }
  /// Whether smart dashes are on.
  var smartDashesType: UITextSmartDashesType { get set }
  /// Whether smart insert and delete are on.
  var smartInsertDeleteType: UITextSmartInsertDeleteType { get set }
  /// The keyboard shown.
  var keyboardType: UIKeyboardType { get set }
  /// The keyboard's look.
  var keyboardAppearance: UIKeyboardAppearance { get set }
  /// The return key's title.
  var returnKeyType: UIReturnKeyType { get set }
  /// Whether the return key is disabled while the text is empty.
  var enablesReturnKeyAutomatically: Bool { get set }
  /// Whether the text is obscured.
  var isSecureTextEntry: Bool { get set }
  /// What the input holds, for AutoFill.
  var textContentType: UITextContentType! { get set }
}
