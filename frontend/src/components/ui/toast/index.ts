export { Toast, ToastAction, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast';
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
export { Toaster } from './toaster';
