import { feature } from 'topojson-client';
import atlas from 'world-atlas/countries-50m.json';

type Topology = Parameters<typeof feature>[0];
type GeometryCollection = Extract<Topology['objects'][string], { type: 'GeometryCollection' }>;

const topology = atlas as unknown as Topology;

/**
 * The countries of the world at 1:50m (Natural Earth, packaged by world-atlas) as GeoJSON: the
 * offline base map. Loaded only when a map without tiles opens.
 */
export const countries = feature(topology, topology.objects.countries as GeometryCollection);
