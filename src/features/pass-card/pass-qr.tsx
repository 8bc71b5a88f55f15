import QRCode from "qrcode";
import { useEffect, useState } from "react";

/** The card's QR code, linking back to the card so a gate guard can verify it on the server. */
export function PassQr({ url, size = 132 }: { url: string; size?: number }) {
  const [image, setImage] = useState<string>();
  useEffect(() => {
    let live = true;
    QRCode.toDataURL(url, { width: size * 2, margin: 1, errorCorrectionLevel: "M" })
      .then((data) => live && setImage(data))
      .catch(() => live && setImage(undefined));
    return () => {
      live = false;
    };
  }, [url, size]);
  return (
    <div data-testid="pass-qr" data-url={url} style={{ width: size, height: size }}>
      {image ? (
        <img src={image} width={size} height={size} alt={`通行证核验二维码：${url}`} />
      ) : (
        <span style={{ fontSize: 10, color: "rgba(0, 0, 0, 0.56)", wordBreak: "break-all" }}>{url}</span>
      )}
    </div>
  );
}
