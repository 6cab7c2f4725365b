import { useEffect, useRef } from 'react';
import {
  useNotificationContext,
  useTakeUndoableMutation,
  useTranslate,
  type NotificationPayload,
} from 'react-admin';
import { showToast } from '../../common/Toasts';

/**
 * react-admin's notification slot, shown through react-toastify (the global <Toasts/> container:
 * top-right, 5000 ms, draggable 80 %; loaded with the first toast). Renders nothing itself.
 */
export function ToastNotification() {
  const { notifications, takeNotification } = useNotificationContext();
  const takeMutation = useTakeUndoableMutation();
  const translate = useTranslate();
  // StrictMode runs effects twice with the same queue: show each payload once.
  const shown = useRef(new WeakSet<NotificationPayload>());

  useEffect(() => {
    if (notifications.length === 0) return;
    const notification = takeNotification();
    if (!notification || shown.current.has(notification)) return;
    shown.current.add(notification);
    const { message, type, notificationOptions = {} } = notification;
    const { messageArgs, undoable, autoHideDuration } = notificationOptions;
    // Toasts have no Undo button: an undoable change is committed at once.
    if (undoable) takeMutation()?.({ isUndo: false });
    const content =
      typeof message === 'string' ? translate(message, { _: message, ...messageArgs }) : message;
    showToast(content, {
      type,
      ...(autoHideDuration === undefined ? {} : { autoClose: autoHideDuration ?? false }),
    });
  }, [notifications, takeNotification, takeMutation, translate]);

  return null;
}
