import { Send } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { Textarea } from '@/components/ui/textarea';
import { toastSendFailure, useSendMessage } from './use-send-message';

export type SendMessageDialogProps = {
  recipient: { id: string; displayName: string };
  /** The element that opens the dialog; defaults to a 'Send Message' button. */
  trigger?: ReactNode;
};

/** The profile page's Send Message dialog. */
export function SendMessageDialog({ recipient, trigger }: SendMessageDialogProps) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const textId = useId();
  const send = useSendMessage();
  const content = text.trim();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!content || send.isPending) return;
    send.mutate(
      { body: { receiverId: recipient.id, content } },
      {
        onSuccess: () => {
          toast({
            title: 'Message sent',
            description: `Message sent to ${recipient.displayName} successfully.`,
            variant: 'success',
          });
          setText('');
          setOpen(false);
        },
        onError: toastSendFailure,
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        {trigger ?? (
          <Button variant="outline">
            <Send aria-hidden="true" />
            Send Message
          </Button>
        )}
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={onSubmit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Send Message</DialogTitle>
            <DialogDescription>Send a private message to {recipient.displayName}.</DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor={textId}>Message</Label>
            <Textarea
              id={textId}
              value={text}
              onChange={(event) => setText(event.target.value)}
              placeholder="Type your message..."
              rows={5}
              maxLength={5000}
              disabled={send.isPending}
            />
          </div>
          <DialogFooter>
            <Button type="submit" disabled={!content || send.isPending}>
              {send.isPending ? <Spinner label="Sending..." className="text-current" /> : <Send aria-hidden="true" />}
              Send Message
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
