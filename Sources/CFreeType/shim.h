// FreeType's public API for Swift (used only with the FreeType package trait).
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_OUTLINE_H
