import type { Messages } from './pl';

export const enDeliveryTags: Messages['deliveryTags'] = {
  tabs: { delivery: 'Delivery', variants: 'Variants and tags' },
  methods: {
    title: 'Delivery methods',
    name: 'Method',
    weight: 'Max. package weight',
    quantity: 'Max. items per package',
    time: 'Shipping time',
    payment: 'Payment',
    cod: 'Cash on delivery',
    advance: 'In advance',
    customizable: 'can be changed',
    none: 'No delivery methods in the local copy yet. They appear after the sync.',
  },
  rates: {
    title: 'Shipping rate lists',
    offers: {
      one: '{count} offer',
      few: '{count} offers',
      many: '{count} offers',
      other: '{count} offers',
    },
    first: 'First item',
    next: 'Next item',
    none: 'No shipping rate lists in the local copy yet. They appear after the sync.',
  },
  variants: {
    fromCatalogue:
      'The marketplace now builds variants itself from the product catalogue: offers of one product with different parameters are shown together, with no sets to keep here.',
    title: 'Variant sets',
    by: 'They differ by: {parameters}',
    offer: 'Offer',
    colour: 'Colour/pattern',
    status: 'Status',
    none: 'No variant sets.',
  },
  tags: {
    title: 'Tags',
    hidden: 'hidden',
    offers: {
      one: '{count} offer',
      few: '{count} offers',
      many: '{count} offers',
      other: '{count} offers',
    },
    none: 'No tags. Tags are created on the marketplace’s site.',
  },
  offer: {
    title: 'Delivery and tags',
    rateList: 'Shipping rate list',
    tags: 'Tags',
    saveTags: 'Save tags',
    notRead: 'The tags of this offer have not been read yet.',
    pickTags: 'Pick tags',
  },
};
