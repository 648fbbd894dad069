import { Send } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { Textarea } from '@/components/ui/textarea';
import { toastSendFailure, useSendMessage } from '@/components/messages/use-send-message';
import { Button } from '@/components/ui/button';

/** The thread's reply box: Enter sends, Shift+Enter adds a line; Send is disabled while blank. */
export function ReplyBox({ receiverId, receiverName }: { receiverId: string; receiverName: string }) {
  const [text, setText] = useState('');
  const send = useSendMessage();
  const textId = useId();
  const content = text.trim();
  const canSend = content.length > 0 && !send.isPending;

  const submit = () => {
    if (!canSend) return;
    send.mutate({ body: { receiverId, content } }, { onSuccess: () => setText(''), onError: toastSendFailure });
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <form onSubmit={onSubmit} className="flex items-end gap-2 border-t p-3">
      <label htmlFor={textId} className="sr-only">
        {receiverName ? `Reply to ${receiverName}` : 'Reply'}
      </label>
      <Textarea
        id={textId}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder="Write a message..."
        rows={2}
        maxLength={5000}
        className="max-h-40 min-h-11 resize-none"
        aria-describedby={`${textId}-hint`}
      />
      <span id={`${textId}-hint`} className="sr-only">
        Enter sends, Shift+Enter adds a new line.
      </span>
      <Button type="submit" size="icon" disabled={!canSend} aria-label="Send">
        <Send aria-hidden="true" />
      </Button>
    </form>
  );
}
