import { PlanCheck } from '@fgss/contracts';
import { useQuery } from '@tanstack/react-query';
import { MasterGrid } from '@/kit/master-grid';
import { useT } from '@/lib/i18n';
import { trpc } from '@/lib/trpc';
import { planOptions } from './options';

/**
 * /ShipmentPlanCheckMaster: the ship-to warehouses whose plans are checked. The warehouse comes
 * from the lookup and is fixed once saved; the adherence type is editable only while Adhere is
 * ticked and is emptied when it is unticked (spec 3 section 4).
 */
export default function ShipmentPlanCheckMaster() {
  const t = useT();
  const calls = trpc.shipping.ShipmentPlanCheckMaster;
  const warehouses = useQuery(calls.shipToWhse.queryOptions({}));
  const types = useQuery(calls.adhereceType.queryOptions({}));
  return (
    <MasterGrid
      entity={PlanCheck}
      procedures={calls}
      title={t('planCheckTitle')}
      exportTitle={PlanCheck.title}
      columns={{
        shipToWhse: { label: t('planShipToWhse'), options: planOptions(warehouses) },
        adhere: { label: t('planAdhere') },
        adherecetype: {
          label: t('planAdherenceType'),
          options: planOptions(types),
          editable: (row) => row.adhere === true,
        },
      }}
      onEdit={(_row, field, value) => (field === 'adhere' && value !== true ? { adherecetype: null } : undefined)}
    />
  );
}
