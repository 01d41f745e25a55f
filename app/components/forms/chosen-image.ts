import { useEffect, useState } from "react";

/**
 * With JavaScript, the image chosen in a file field before it is saved: a
 * local object URL (nothing is uploaded yet), or null while none (or no JPEG,
 * PNG or GIF) is chosen. The URL is revoked when another file is chosen or the
 * field goes. Without JavaScript nothing shows; the saved image shows after
 * the save.
 */
export function useChosenImage(inputId: string): [string | null, () => void] {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const input = document.getElementById(inputId) as HTMLInputElement | null;
    if (!input) return;
    let current: string | null = null;
    const show = () => {
      if (current) URL.revokeObjectURL(current);
      const chosen = input.files?.[0];
      current = chosen && /^image\/(jpeg|png|gif)$/.test(chosen.type) ? URL.createObjectURL(chosen) : null;
      setUrl(current);
    };
    input.addEventListener("change", show);
    return () => {
      input.removeEventListener("change", show);
      if (current) URL.revokeObjectURL(current);
    };
  }, [inputId]);
  // a file that only claims to be an image: no broken picture (the save then says what is wrong)
  return [url, () => setUrl(null)];
}
