'use client';

import { useCallback, useEffect, useRef, useState } from 'react';

/** A chosen file with its preview address; the address is released when another file is chosen or the component goes. */
export function useChosenFile() {
  const [chosen, setChosen] = useState<{ file: File; preview: string } | null>(null);
  const current = useRef<string | null>(null);
  useEffect(() => () => {
    if (current.current) URL.revokeObjectURL(current.current);
  }, []);
  const choose = useCallback((file: File | null) => {
    if (current.current) URL.revokeObjectURL(current.current);
    current.current = file ? URL.createObjectURL(file) : null;
    setChosen(file && current.current ? { file, preview: current.current } : null);
  }, []);
  return { file: chosen?.file ?? null, preview: chosen?.preview ?? null, choose };
}
