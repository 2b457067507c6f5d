/** The 'Satellite'/'Map' toggle (public §2.12), shown only when the basemap offers satellite imagery. */
import type { IControl, Map as MapLibreMap, StyleSpecification } from 'maplibre-gl';

export class StyleToggleControl implements IControl {
  private container?: HTMLDivElement;
  private satellite = false;

  constructor(
    private readonly mapStyle: StyleSpecification | string,
    private readonly satelliteStyle: string,
  ) {}

  onAdd(map: MapLibreMap): HTMLElement {
    const container = document.createElement('div');
    container.className = 'maplibregl-ctrl maplibregl-ctrl-group map-style-toggle';
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = 'Satellite';
    button.addEventListener('click', () => {
      this.satellite = !this.satellite;
      map.setStyle(this.satellite ? this.satelliteStyle : this.mapStyle);
      button.textContent = this.satellite ? 'Map' : 'Satellite';
    });
    container.append(button);
    this.container = container;
    return container;
  }

  onRemove(): void {
    this.container?.remove();
  }
}
