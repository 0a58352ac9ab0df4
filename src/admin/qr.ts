/**
 * The second factor's set-up link as a QR code, drawn on the server as SVG by the qrcode package:
 * no picture from another host (the authenticator's secret must never leave this server) and
 * nothing a strict Content-Security-Policy refuses (no script, no style attribute, no data: image).
 */
import QRCode from "qrcode";

export function qrSvg(text: string): Promise<string> {
  // A quiet zone of 4 modules is what the QR standard asks for, so phone cameras find the code on any background.
  return QRCode.toString(text, { type: "svg", margin: 4, errorCorrectionLevel: "M" });
}
