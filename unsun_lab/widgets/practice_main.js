export default { render: renderPractice };
