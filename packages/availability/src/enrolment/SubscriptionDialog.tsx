import { COURSE_AVAILABILITY_TEXT, formatPrice, interpolate, type SubscriptionOption } from '@yuno/core';
import { Button, Dialog } from '@yuno/ui';
import { DISCOUNT_TEXT, PER_MONTH_TEXT } from './texts';

interface SubscriptionDialogProps {
  open: boolean;
  plans: SubscriptionOption[];
  onSelect: (plan: SubscriptionOption) => void;
  onClose: () => void;
}

/** 'Select course duration': the chosen plan's total becomes the amount to pay. */
export function SubscriptionDialog({ open, plans, onSelect, onClose }: SubscriptionDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={COURSE_AVAILABILITY_TEXT.subscriptionTitle} width={500}>
      <ul className="yuno-plans">
        {plans.map((plan, index) => {
          const labelId = `yuno-plan-${index}`;
          return (
            <li key={`${plan.label}-${index}`} className="yuno-plan">
              <div className="yuno-plan__about">
                <h3 id={labelId} className="yuno-plan__label">
                  {plan.label}
                </h3>
                <p className="yuno-plan__monthly">{interpolate(PER_MONTH_TEXT, { cost: formatPrice(plan.monthlycost) })}</p>
              </div>
              <div className="yuno-plan__total">
                <p className="yuno-plan__value">{formatPrice(plan.value)}</p>
                <p className="yuno-plan__taxes">{COURSE_AVAILABILITY_TEXT.inclTaxes}</p>
                {plan.discount > 0 ? (
                  <p className="yuno-plan__discount">
                    {interpolate(DISCOUNT_TEXT, { discount: plan.discount, off: COURSE_AVAILABILITY_TEXT.off })}
                  </p>
                ) : null}
              </div>
              <Button variant="secondary" aria-describedby={labelId} onClick={() => onSelect(plan)}>
                {COURSE_AVAILABILITY_TEXT.select}
              </Button>
            </li>
          );
        })}
      </ul>
    </Dialog>
  );
}
