// Raising toasts is all most screens need: the Radix parts (./toast, ./toaster) are imported from their
// own files only where they are rendered, so the first page does not load them.
export {
  dismissToast,
  resetToasts,
  toast,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY,
  useToast,
  type ToastHandle,
  type ToastOptions,
  type ToastVariant,
} from './toast-store';
export { LazyToaster } from './lazy-toaster';
