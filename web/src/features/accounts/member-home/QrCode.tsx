import { useEffect, useState } from 'react';

/** A QR code of a text as an image; the QR library loads only on the screen that draws one. */
export default function QrCode({ text, label }: { text: string; label: string }) {
  const [source, setSource] = useState('');
  useEffect(() => {
    let live = true;
    void import('qrcode').then(async ({ toDataURL }) => {
      const url = await toDataURL(text, { margin: 1, width: 200 });
      if (live) setSource(url);
    });
    return () => {
      live = false;
    };
  }, [text]);
  return source ? (
    <img className="qr-code" src={source} alt={label} width={200} height={200} />
  ) : (
    <div className="qr-code skeleton" aria-hidden="true" />
  );
}
