import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button } from '../../../components/ui';
import { webhooksActions } from '../webhooksSlice';
import { DeliveryItem } from './DeliveryItem';
import { EmptyState } from './EmptyState';

/** The deliveries, newest first, or what to do when there are none yet. */
export function DeliveriesSection() {
  const dispatch = useAppDispatch();
  const { deliveries, totalRecords, loaded, loading, error, configurations } = useAppSelector(
    (state) => state.webhookDeliveries,
  );
  return (
    <section aria-labelledby="webhook-deliveries-title">
      <div className="webhook-deliveries__heading">
        <h2 id="webhook-deliveries-title">Deliveries</h2>
        <Button
          small
          disabled={loading}
          onClick={() => dispatch(webhooksActions.refreshRequested())}
        >
          {loading ? 'Refreshing…' : 'Refresh'}
        </Button>
      </div>
      {error && <p role="alert">{error}</p>}
      {!loaded && !error && <p>Loading deliveries…</p>}
      {loaded && deliveries.length === 0 && (
        <EmptyState hasConfigurations={configurations.length > 0} />
      )}
      {deliveries.length > 0 && (
        <>
          <p className="webhook-deliveries__count">
            {totalRecords > deliveries.length
              ? `The latest ${deliveries.length} of ${totalRecords} deliveries.`
              : `${totalRecords} ${totalRecords === 1 ? 'delivery' : 'deliveries'}.`}
          </p>
          <ul className="webhook-deliveries__list">
            {deliveries.map((delivery) => (
              <DeliveryItem key={delivery.deliveryId} delivery={delivery} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
