package lang

import (
	"strconv"
	"strings"
)

// Decimal writes x with prec digits after the decimal separator of the
// printer's language (the catalog's "number.decimal": a point in
// English, a comma in Russian: 4.0 and 4,0).
func (p *Printer) Decimal(x float64, prec int) string {
	s := strconv.FormatFloat(x, 'f', prec, 64)
	if sep := p.T("number.decimal"); sep != "." && sep != "number.decimal" {
		s = strings.Replace(s, ".", sep, 1)
	}
	return s
}
