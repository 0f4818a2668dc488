import qrcode from 'qrcode-generator';

// The one door to the QR library for the server and the console alike: text and error correction in, modules out.
// Each side draws the modules its own way (an SVG on the server, a PNG on a canvas in the console).

/** Error correction: up to 7 % (L), 15 % (M), 25 % (Q) or 30 % (H) of the code may be lost and still read. */
export type QrLevel = 'L' | 'M' | 'Q' | 'H';

/** The light border a reader needs around a code, in modules: the four of the QR standard. */
export const QR_QUIET_ZONE = 4;

/** A code's modules, row by row, `true` for dark; square, 17 + 4 × version modules a side (21 to 177). */
export type QrMatrix = readonly (readonly boolean[])[];

/**
 * The smallest code holding `text` at `level`, in byte mode as UTF-8 (the library alone keeps only the low byte of
 * each UTF-16 unit, which garbles anything past Latin-1). Throws when no version holds the text.
 */
export function qrMatrix(text: string, level: QrLevel): QrMatrix {
  const qr = qrcode(0, level);
  qr.addData(binaryString(new TextEncoder().encode(text)), 'Byte');
  try {
    qr.make();
  } catch (thrown) {
    // The library throws bare strings ("code length overflow …"): an Error keeps the stack.
    throw new Error(`No QR code holds this text at level ${level}: ${String(thrown)}`, { cause: thrown });
  }
  const size = qr.getModuleCount();
  return Array.from({ length: size }, (_, row) => Array.from({ length: size }, (_, col) => qr.isDark(row, col)));
}

// One character per byte: the library's byte mode then writes the bytes as they are.
const binaryString = (bytes: Uint8Array) => Array.from(bytes, (b) => String.fromCharCode(b)).join('');
