/**
 * What an XLSX (a zip) holds once unpacked, read from its central directory before anything is
 * inflated: the sum of its entries' uncompressed sizes, Infinity for a zip64 archive (sizes past
 * 4 GB, never a clinic's table), or null when there is no readable directory (then it is no
 * workbook). A 5 MB upload may unpack to gigabytes (a zip bomb); exceljs would inflate it all in
 * memory, so the reader refuses it by this sum first.
 */
export function zipUncompressedSize(bytes: Uint8Array): number | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The end-of-central-directory record: 22 bytes plus a comment of at most 65,535.
  let end = -1;
  for (let at = bytes.byteLength - 22; at >= Math.max(0, bytes.byteLength - 22 - 0xffff); at -= 1) {
    if (view.getUint32(at, true) === 0x06054b50) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const entries = view.getUint16(end + 10, true);
  const directory = view.getUint32(end + 16, true);
  if (entries === 0xffff || directory === 0xffffffff) return Infinity;
  let total = 0;
  let at = directory;
  for (let entry = 0; entry < entries; entry += 1) {
    if (at + 46 > bytes.byteLength || view.getUint32(at, true) !== 0x02014b50) return null;
    const size = view.getUint32(at + 24, true);
    if (size === 0xffffffff) return Infinity;
    total += size;
    at += 46 + view.getUint16(at + 28, true) + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return total;
}
