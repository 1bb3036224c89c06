export default { render: renderStepper };
