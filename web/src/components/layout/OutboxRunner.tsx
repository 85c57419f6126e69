import { useEffect } from 'react';
import { useToast } from '@/components/ui/toast';
import { flushOutbox, onDelivery } from '@/lib/outbox';
import { refusedToast, sentToast } from '@/lib/outbox-notices';

/** Sends what waits on the device at start and whenever the connection
 * returns, and says how each send ended. */
export function OutboxRunner() {
  const toast = useToast();
  useEffect(
    () => onDelivery(async (delivery) => toast(delivery.ok ? sentToast(delivery.answer) : await refusedToast(delivery))),
    [toast],
  );
  useEffect(() => {
    const flush = () => void flushOutbox();
    flush();
    window.addEventListener('online', flush);
    return () => window.removeEventListener('online', flush);
  }, []);
  return null;
}
