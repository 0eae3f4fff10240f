/// A view that is the root of its hierarchy by nature: a window. Its size is set from outside
/// (the screen, the app), so its engine pins it with required constraints; the root of a
/// detached tree is pinned at 999 instead, so that the tree's own required constraints on its
/// size win (see ``LayoutEngine/pinRoot()``).
@MainActor
protocol LayoutWindowRoot: LayoutNode {}
