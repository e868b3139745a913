import { useEffect, useState } from 'react';
import { onToastsLoaded, toastsMounted } from '../lib/toast';

type Toastify = Parameters<Parameters<typeof onToastsLoaded>[0]>[0];

/** The toasts' container, mounted once the first toast has loaded react-toastify (see lib/toast.ts). */
export function Toasts() {
  const [toastify, setToastify] = useState<Toastify | null>(null);
  useEffect(() => onToastsLoaded(setToastify), []);
  // after the container's own effects (a child's), which subscribe it to react-toastify's store
  useEffect(() => {
    if (toastify) toastsMounted();
  }, [toastify]);
  if (!toastify) return null;
  const { ToastContainer, Slide } = toastify;
  return <ToastContainer position="bottom-left" transition={Slide} newestOnTop theme="colored" />;
}
