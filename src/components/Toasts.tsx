import { useEffect, useState } from 'react';
import { onToastsLoaded } from '../lib/toast';

type Toastify = Parameters<Parameters<typeof onToastsLoaded>[0]>[0];

/** The toasts' container, mounted once the first toast has loaded react-toastify (see lib/toast.ts). */
export function Toasts() {
  const [toastify, setToastify] = useState<Toastify | null>(null);
  useEffect(() => onToastsLoaded(setToastify), []);
  if (!toastify) return null;
  const { ToastContainer, Slide } = toastify;
  return <ToastContainer position="bottom-left" transition={Slide} newestOnTop theme="colored" />;
}
