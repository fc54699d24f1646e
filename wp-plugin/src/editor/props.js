/**
 * Block attributes → the props the mount point gets, following the server's rules
 * (includes/props.php): empty strings and unset values are left out, so the widget's own
 * defaults apply; required attributes that are missing are reported.
 */
export function toProps(schema, attributes) {
	const props = {};
	for (const key of Object.keys(schema)) {
		const value = attributes[key];
		if (value === undefined || value === null || value === '') {
			continue;
		}
		props[key] = value;
	}
	return props;
}

/** Names of required attributes without a usable value. */
export function missingRequired(schema, attributes) {
	return Object.keys(schema).filter((key) => {
		if (!schema[key].required) {
			return false;
		}
		const value = attributes[key];
		if (value === undefined || value === null || value === '') {
			return true;
		}
		if (schema[key].type === 'integer' || schema[key].type === 'number') {
			return !Number.isFinite(Number(value)) || (schema[key].minimum !== undefined && Number(value) < schema[key].minimum);
		}
		return false;
	});
}
