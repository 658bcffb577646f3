import type { WidgetType } from '@rotawise/api-contract';
import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
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
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { DASHBOARD_TEXTS } from '../texts';
import { WIDGET_TYPES } from '../utils/widget-layout';

/** 'Add New Widget': Add stays disabled until a widget type is chosen. */
export function AddWidgetDialog({ onAdd }: { onAdd: (type: WidgetType) => void }) {
  const [open, setOpen] = useState(false);
  const [type, setType] = useState<WidgetType | ''>('');
  const selectId = useId();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setType('');
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline">
          <Plus aria-hidden />
          {DASHBOARD_TEXTS.addWidget}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{DASHBOARD_TEXTS.addNewWidget}</DialogTitle>
          <DialogDescription>{DASHBOARD_TEXTS.addNewWidgetDescription}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          <Label htmlFor={selectId}>{DASHBOARD_TEXTS.widgetType}</Label>
          <NativeSelect
            id={selectId}
            value={type}
            onChange={(event) => setType(event.target.value as WidgetType)}
          >
            <option value="" disabled>
              {DASHBOARD_TEXTS.chooseWidgetType}
            </option>
            {WIDGET_TYPES.map((widgetType) => (
              <option key={widgetType} value={widgetType}>
                {DASHBOARD_TEXTS.widgetTitles[widgetType]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)}>
            {DASHBOARD_TEXTS.cancel}
          </Button>
          <Button
            disabled={type === ''}
            onClick={() => {
              if (type === '') return;
              onAdd(type);
              setOpen(false);
              setType('');
            }}
          >
            {DASHBOARD_TEXTS.add}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
