// HarfBuzz's public API for Swift (used only with the HarfBuzz package trait).
#include <hb.h>
