import { useId } from 'react';
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
  const baseId = `yuno-plans-${useId().replace(/:/g, '')}`;
  return (
    <Dialog open={open} onClose={onClose} title={COURSE_AVAILABILITY_TEXT.subscriptionTitle} width={500}>
      <ul className="yuno-plans">
        {plans.map((plan, index) => {
          const id = `${baseId}-${index}`;
          return (
            <li key={`${plan.label}-${index}`} className="yuno-plan">
              <div className="yuno-plan__about">
                <h3 id={`${id}l`} className="yuno-plan__label">
                  {plan.label}
                </h3>
                <p id={`${id}m`} className="yuno-plan__monthly">
                  {plan.monthlycost === null ? '' : interpolate(PER_MONTH_TEXT, { cost: formatPrice(plan.monthlycost) })}
                </p>
              </div>
              <div id={`${id}t`} className="yuno-plan__total">
                <p className="yuno-plan__value">{formatPrice(plan.value)}</p>
                <p className="yuno-plan__taxes">{COURSE_AVAILABILITY_TEXT.inclTaxes}</p>
                {plan.discount > 0 ? (
                  <p className="yuno-plan__discount">{interpolate(DISCOUNT_TEXT, { discount: plan.discount, off: COURSE_AVAILABILITY_TEXT.off })}</p>
                ) : null}
              </div>
              {/* Every plan's button reads 'Select': its name is its own text, then its plan's label
                  ('Select 3 months'), both as rendered, so a site's wording of 'Select' stays in the
                  name; its prices describe it. */}
              <Button id={`${id}s`} variant="secondary" aria-labelledby={`${id}s ${id}l`} aria-describedby={`${id}m ${id}t`} onClick={() => onSelect(plan)}>
                {COURSE_AVAILABILITY_TEXT.select}
              </Button>
            </li>
          );
        })}
      </ul>
    </Dialog>
  );
}
