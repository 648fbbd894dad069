import { Send } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions, DialogContent, DialogHeading, DialogTrigger } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { Textarea } from '@/components/ui/textarea';
import { toastSendFailure, useSendMessage } from './use-send-message';

export type SendMessageDialogProps = {
  recipient: { id: string; displayName: string };
  /** The element that opens the dialog; defaults to a 'Send Message' button. */
  trigger?: ReactNode;
};

/** The Send Message dialog (profile page and elsewhere): a private message to one member. */
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
          <DialogHeading title="Send Message" description={`Send a private message to ${recipient.displayName}.`} />
          <FormField id={textId} label="Message">
            {(aria) => (
              <Textarea
                {...aria}
                value={text}
                onChange={(event) => setText(event.target.value)}
                placeholder="Type your message..."
                rows={5}
                maxLength={5000}
                disabled={send.isPending}
              />
            )}
          </FormField>
          <DialogActions
            pending={send.isPending}
            disabled={!content}
            confirmLabel={
              <>
                {send.isPending ? <Spinner label="Sending..." className="text-current" /> : <Send aria-hidden="true" />}
                Send Message
              </>
            }
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
